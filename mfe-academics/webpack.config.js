const { federatedConfig } = require('@predental/remote-build');
const { standaloneConfig } = require('@predental/remote-build/standalone');

module.exports = [
  federatedConfig({
    dir: __dirname,
    name: 'academics',
    exposes: {
      './Coursework': './src/coursework/CourseworkScreen.tsx',
      './AadsasGpa': './src/aadsas-gpa/AadsasGpaScreen.tsx',
      './Dat': './src/dat/DatScreen.tsx',
      './GpaCards': './src/dashboard/GpaCards.tsx',
      './DatTable': './src/dashboard/DatTable.tsx',
      './ApplicationAcademics': './src/application-summary/ApplicationAcademics.tsx',
      './CoursesStep': './src/dashboard/CoursesStep.tsx',
      './DatStep': './src/dashboard/DatStep.tsx',
    },
    // The application summary draws its section alone: the area's documents in its file.
    shownAlone: ['./ApplicationAcademics'],
  }),
  standaloneConfig({ dir: __dirname, title: 'Academics (standalone)' }),
];
