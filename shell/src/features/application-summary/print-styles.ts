import { createGlobalStyle } from 'styled-components';

/**
 * While the summary is open, printing it gives the document alone: no sidebar, navigation,
 * buttons or toasts, black on white, rows never split across pages. Other pages print as before.
 */
export const SummaryPrintStyles = createGlobalStyle`
  @media print {
    @page { margin: 16mm; }
    aside, nav, button, [aria-live] { display: none !important; }
    *, *::before, *::after {
      color: #000 !important;
      background: transparent !important;
      box-shadow: none !important;
      overflow: visible !important;
    }
    html, body { background: #fff !important; font-size: 11pt; }
    main { padding: 0 !important; }
    section { border: none !important; border-radius: 0 !important; }
    tr { break-inside: avoid; border-color: #999 !important; }
    thead { display: table-header-group; }
    h1, h2, h3, h4 { break-after: avoid; }
  }
`;
