const { federatedConfig } = require('@predental/remote-build');
const { standaloneConfig } = require('@predental/remote-build/standalone');

module.exports = [
  federatedConfig({
    dir: __dirname,
    name: 'experience',
    // The dashboard's widgets in one file: the page draws them all, and each file was one more request and script.
    exposes: {
      './Shadowing': './src/shadowing/ShadowingScreen.tsx',
      './Volunteer': './src/volunteer/VolunteerScreen.tsx',
      './ExperienceLog': './src/experience-log/ExperienceLogScreen.tsx',
      './Experiences': './src/aadsas-experiences/ExperiencesScreen.tsx',
      './HoursCards': { import: './src/dashboard/HoursCards.tsx', name: 'dashboard' },
      './HoursChart': { import: './src/dashboard/HoursChart.tsx', name: 'dashboard' },
      './HoursByType': { import: './src/dashboard/HoursByType.tsx', name: 'dashboard' },
      './RecentEntries': { import: './src/dashboard/RecentEntries.tsx', name: 'dashboard' },
      './ApplicationExperience': './src/application-summary/ApplicationExperience.tsx',
      './HoursStep': { import: './src/dashboard/HoursStep.tsx', name: 'dashboard' },
    },
    // Files a page fetches with none of the area's others (the summary's section, the dashboard's
    // widgets): the documents they share with the area's screens are copied in, not one more file.
    shownAlone: [
      './ApplicationExperience',
      './HoursCards',
      './HoursChart',
      './HoursByType',
      './RecentEntries',
      './HoursStep',
    ],
  }),
  standaloneConfig({ dir: __dirname, title: 'Experience (standalone)' }),
];
