const { federatedConfig } = require('@predental/remote-build');
const { standaloneConfig } = require('@predental/remote-build/standalone');

module.exports = [
  federatedConfig({
    dir: __dirname,
    name: 'academics',
    // The dashboard's widgets in one file: the page draws them all, and each file was one more request and script.
    exposes: {
      './Coursework': './src/coursework/CourseworkScreen.tsx',
      './AadsasGpa': './src/aadsas-gpa/AadsasGpaScreen.tsx',
      './Dat': './src/dat/DatScreen.tsx',
      './GpaCards': { import: './src/dashboard/GpaCards.tsx', name: 'dashboard' },
      './DatTable': { import: './src/dashboard/DatTable.tsx', name: 'dashboard' },
      './ApplicationAcademics': './src/application-summary/ApplicationAcademics.tsx',
      './CoursesStep': { import: './src/dashboard/CoursesStep.tsx', name: 'dashboard' },
      './DatStep': { import: './src/dashboard/DatStep.tsx', name: 'dashboard' },
    },
    // Files a page fetches with none of the area's others (the summary's section, the dashboard's
    // widgets): the documents they share with the area's screens are copied in, not one more file.
    shownAlone: ['./ApplicationAcademics', './GpaCards', './DatTable', './CoursesStep', './DatStep'],
  }),
  standaloneConfig({ dir: __dirname, title: 'Academics (standalone)' }),
];
