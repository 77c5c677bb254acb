const path = require('node:path');
const { federatedConfig } = require('@predental/remote-build');
const { standaloneConfig } = require('@predental/remote-build/standalone');

const html = {
  template: path.join(__dirname, 'src/index.html'),
  favicon: path.join(__dirname, 'src/assets/favicon.svg'),
};

module.exports = [
  federatedConfig({
    dir: __dirname,
    name: 'shell',
    entry: './src/index.ts',
    html: { ...html, title: 'PreDental Tracker' },
    publicDir: 'public',
  }),
  // The first visit to / loads this page alone: its HTML rendered at build time from the landing
  // page's components (landing-html.tsx), and a small script without React (landing.ts).
  standaloneConfig({
    dir: __dirname,
    title: 'PreDental Tracker',
    entry: './src/landing.ts',
    folder: 'landing',
    html: { ...html, template: path.join(__dirname, 'src/landing-html.tsx') },
    publicPath: '/landing/',
    precompress: true,
    // The hero illustration paints with the page's first paint, and the page's script takes the
    // HTML's connection instead of waiting for a second one (issue 41).
    inlineSvg: true,
  }),
];
