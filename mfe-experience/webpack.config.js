const { federatedConfig } = require('@predental/remote-build');
const { standaloneConfig } = require('@predental/remote-build/standalone');

module.exports = [
  federatedConfig({
    dir: __dirname,
    name: 'experience',
    exposes: {
      './Shadowing': './src/shadowing/ShadowingScreen.tsx',
      './Volunteer': './src/volunteer/VolunteerScreen.tsx',
      './ExperienceLog': './src/experience-log/ExperienceLogScreen.tsx',
      './Experiences': './src/aadsas-experiences/ExperiencesScreen.tsx',
      './HoursCards': './src/dashboard/HoursCards.tsx',
      './HoursChart': './src/dashboard/HoursChart.tsx',
      './HoursByType': './src/dashboard/HoursByType.tsx',
      './RecentEntries': './src/dashboard/RecentEntries.tsx',
      './ApplicationExperience': './src/application-summary/ApplicationExperience.tsx',
      './HoursStep': './src/dashboard/HoursStep.tsx',
    },
    // The application summary draws its section alone: the area's documents in its file.
    shownAlone: ['./ApplicationExperience'],
  }),
  standaloneConfig({ dir: __dirname, title: 'Experience (standalone)' }),
];
