const { federatedConfig } = require('@predental/remote-build');
const { standaloneConfig } = require('@predental/remote-build/standalone');

module.exports = [
  federatedConfig({
    dir: __dirname,
    name: 'applications',
    exposes: {
      './Applications': './src/applications/ApplicationsScreen.tsx',
      './CycleSettings': './src/cycle-settings/CycleSettingsPage.tsx',
      './NextDeadlines': './src/next-deadlines/NextDeadlines.tsx',
      './AppliedSchools': './src/application-summary/AppliedSchools.tsx',
      './Letters': './src/letters/LettersPage.tsx',
      './AppliedLetters': './src/application-summary/AppliedLetters.tsx',
      './PersonalStatement': './src/personal-statement/PersonalStatementScreen.tsx',
      './FinalStatement': './src/application-summary/FinalStatement.tsx',
    },
  }),
  standaloneConfig({ dir: __dirname, title: 'Applications (standalone)' }),
];
