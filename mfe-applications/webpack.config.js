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
      './AppliedSchools': { import: './src/application-summary/AppliedSchools.tsx', name: 'application-summary' },
      './Letters': './src/letters/LettersScreen.tsx',
      './AppliedLetters': { import: './src/application-summary/AppliedLetters.tsx', name: 'application-summary' },
      './PersonalStatement': './src/personal-statement/PersonalStatementScreen.tsx',
      './FinalStatement': { import: './src/application-summary/FinalStatement.tsx', name: 'application-summary' },
    },
    // The application summary draws its section alone: the area's documents in its file.
    shownAlone: ['./AppliedSchools', './AppliedLetters', './FinalStatement'],
  }),
  standaloneConfig({ dir: __dirname, title: 'Applications (standalone)' }),
];
