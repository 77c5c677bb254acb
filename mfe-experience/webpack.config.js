const { federatedConfig } = require('@predental/remote-build');

module.exports = federatedConfig({
  dir: __dirname,
  name: 'experience',
  exposes: {
    './Shadowing': './src/shadowing/ShadowingPage.tsx',
    './Volunteer': './src/volunteer/VolunteerPage.tsx',
    './HoursCards': './src/dashboard/HoursCards.tsx',
    './RecentEntries': './src/dashboard/RecentEntries.tsx',
  },
});
