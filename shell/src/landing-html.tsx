import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { DesignProvider } from '@predental/design/theme';
import { LandingContent } from './features/landing/LandingPage';
import page from './index.html?raw';

interface TemplateParameters {
  htmlWebpackPlugin: { options: { title: string } };
}

/**
 * The first visit's page (html-webpack-plugin runs this template at every build): the shell's
 * index.html with the landing page rendered into #root and its styles inlined in <head>, so the
 * page paints as its HTML arrives, from the very components the app's / route shows.
 */
export default function landingHtml({ htmlWebpackPlugin }: TemplateParameters): string {
  const sheet = new ServerStyleSheet();
  try {
    const body = renderToString(
      sheet.collectStyles(
        <DesignProvider>
          <StaticRouter location="/">
            <LandingContent />
          </StaticRouter>
        </DesignProvider>,
      ),
    );
    return page
      .replace(/<%=\s*htmlWebpackPlugin\.options\.title\s*%>/, htmlWebpackPlugin.options.title)
      .replace('</head>', `${sheet.getStyleTags()}</head>`)
      .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  } finally {
    sheet.seal();
  }
}
