declare module '*.svg' {
  const url: string;
  export default url;
}

/** A file's text (webpack's asset/source), e.g. the page template the landing page is rendered into. */
declare module '*?raw' {
  const source: string;
  export default source;
}
