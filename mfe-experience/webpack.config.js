const { federatedConfig } = require('@predental/remote-build');
const { standaloneConfig } = require('@predental/remote-build/standalone');

module.exports = [
  federatedConfig({
    dir: __dirname,
    name: 'experience',
    exposes: {
      './Shadowing': './src/shadowing/ShadowingPage.tsx',
      './Volunteer': './src/volunteer/VolunteerPage.tsx',
      './ExperienceLog': './src/experience-log/ExperienceLogPage.tsx',
      './Experiences': './src/aadsas-experiences/ExperiencesPage.tsx',
      './HoursCards': './src/dashboard/HoursCards.tsx',
      './HoursChart': './src/dashboard/HoursChart.tsx',
      './HoursByType': './src/dashboard/HoursByType.tsx',
      './RecentEntries': './src/dashboard/RecentEntries.tsx',
      './ApplicationExperience': './src/application-summary/ApplicationExperience.tsx',
      './HoursStep': './src/dashboard/HoursStep.tsx',
    },
  }),
  standaloneConfig({ dir: __dirname, title: 'Experience (standalone)' }),
];
