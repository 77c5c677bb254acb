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
    // Files a page fetches with none of the area's others (the summary's section, the dashboard's
    // widgets): the documents they share with the area's screens are copied in, not one more file.
    shownAlone: ['./AppliedSchools', './AppliedLetters', './FinalStatement', './NextDeadlines'],
  }),
  standaloneConfig({ dir: __dirname, title: 'Applications (standalone)' }),
];
