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
    // The application summary draws its section alone: the area's documents in its file.
    shownAlone: ['./ApplicationExperience'],
  }),
  standaloneConfig({ dir: __dirname, title: 'Experience (standalone)' }),
];
