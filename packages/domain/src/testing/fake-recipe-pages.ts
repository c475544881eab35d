import { ok } from '../shared/result';
import { fail } from '../shared/errors';
import type { FetchedPage, PageFetcher } from '../catalogue/own-recipes/import/import-recipe.use-case';
import type { PhotoResizer } from '../catalogue/own-recipes/photo';

/** Pages by address, as a test wrote them; any other address is unreachable. Counts what it was asked. */
export class StaticPageFetcher implements PageFetcher {
  readonly requested: string[] = [];
  constructor(private readonly pages: Readonly<Record<string, string>> = {}) {}
  async fetch(url: string) {
    this.requested.push(url);
    const html = this.pages[url];
    return html === undefined ? fail('IMPORT.UNREACHABLE', 'We could not read that page: the site answered 404', { field: 'url' }) : ok<FetchedPage>({ url, html });
  }
}

/** Keeps a checked photo as it is (the real adapter decodes and resizes it with sharp). */
export class PassThroughPhotoResizer implements PhotoResizer {
  async resize(photo: Parameters<PhotoResizer['resize']>[0]) {
    return ok(photo);
  }
}
