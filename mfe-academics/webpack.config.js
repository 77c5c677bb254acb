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
    // The application summary draws its section alone: the area's documents in its file.
    shownAlone: ['./ApplicationAcademics'],
  }),
  standaloneConfig({ dir: __dirname, title: 'Academics (standalone)' }),
];
