/**
 * The worker thread of the heavy-work pools (see heavy-work.ts): reads pasted and fetched pages (htmlparser2),
 * decodes and resizes recipe photos (sharp), and reads receipt photos (sharp, then tesseract.js, started on the
 * first receipt in this worker). Nothing here touches the database or the network.
 */
import type { RecipePhoto } from '@larder/domain/catalogue/own-recipes/ports';
import { readStructuredData } from '../recipe-pages/structured-data';
import { SharpPhotoResizer } from '../sharp-photo-resizer';
import { serveTasks } from './serve-tasks';

const photos = new SharpPhotoResizer();
let receipts: Promise<import('../tesseract-receipt-reader').TesseractReceiptReader> | null = null;

serveTasks({
  'structured-data': (html: string) => readStructuredData(html),
  'resize-photo': (photo: RecipePhoto) => photos.resize(photo),
  'receipt-image': async (bytes: Uint8Array) => {
    receipts ??= import('../tesseract-receipt-reader').then((m) => new m.TesseractReceiptReader());
    return (await receipts).readImage(bytes);
  },
});
