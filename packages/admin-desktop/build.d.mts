export function buildMain(outdir?: string): Promise<void>;
export function buildPreload(outdir?: string): Promise<void>;
export function buildRenderer(outdir?: string): Promise<string>;
export function buildAll(outdir?: string): Promise<void>;
