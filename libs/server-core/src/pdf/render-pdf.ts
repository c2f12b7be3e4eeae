import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pdfmake from 'pdfmake';
/** pdfmake's document definition (its `TDocumentDefinitions`; the types package exports it only through createPdf). */
export type PdfDocument = Parameters<typeof pdfmake.createPdf>[0];

const require = createRequire(import.meta.url);
/** pdfmake's own Roboto files: Latin Extended (ā č ē ģ ī ķ ļ ņ š ū ž) and Cyrillic, embedded (subset) in every PDF. */
const robotoDir = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');

let configured = false;
function configure(): void {
  if (configured) return;
  pdfmake.setFonts({
    Roboto: {
      normal: join(robotoDir, 'Roboto-Regular.ttf'),
      bold: join(robotoDir, 'Roboto-Medium.ttf'),
      italics: join(robotoDir, 'Roboto-Italic.ttf'),
      bolditalics: join(robotoDir, 'Roboto-MediumItalic.ttf'),
    },
  });
  // Documents are built from our own data: no image or font is ever fetched from a URL, and only
  // the font folder is read from disk (logos come as data: URLs).
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path: string) => path.startsWith(robotoDir));
  configured = true;
}

/**
 * A PDF made on the server with pdfmake (a maintained PDF library, no browser), in Roboto unless
 * the document names another of the fonts set here. Used by invoices and the tooth map's print.
 */
export async function renderPdf(docDefinition: PdfDocument): Promise<Buffer> {
  configure();
  return pdfmake.createPdf({ defaultStyle: { font: 'Roboto' }, ...docDefinition }).getBuffer();
}
