import { describe, expect, test, vi } from 'vitest';
import {
  lazyStylesheets,
  IMPORT_HELPER,
  PRELOAD_HELPER,
  withoutPreloadHelper,
  type BundleOutput,
} from '../../../src/integrations/runtime-chunk.ts';

const chunk = (fileName: string, parts: Partial<BundleOutput> = {}, css: string[] = []): BundleOutput => ({
  type: 'chunk',
  fileName,
  imports: [],
  dynamicImports: [],
  viteMetadata: { importedCss: new Set(css) },
  ...parts,
});
/** The helper module, loaded as the browser would load it. */
const helper = async () =>
  (await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(IMPORT_HELPER)}`)) as {
    __vitePreload: <T>(load: () => Promise<T>) => Promise<T>;
  };
const bundleOf = (...outputs: BundleOutput[]) => Object.fromEntries(outputs.map((o) => [o.fileName, o]));

describe('import() without Vite’s preload helper', () => {
  test('the helper module is the plain call, and only that module is replaced', () => {
    const plugin = withoutPreloadHelper();
    expect(plugin.load(PRELOAD_HELPER)).toBe(IMPORT_HELPER);
    expect(plugin.load('/src/runtime/main.ts')).toBeUndefined();
    expect(plugin.configEnvironment('client')).toEqual({ build: { modulePreload: false } });
    expect(plugin.configEnvironment('ssr')).toBeUndefined();
  });

  test('the helper calls the import and gives its module, failures included', async () => {
    const { __vitePreload } = await helper();
    await expect(__vitePreload(() => Promise.resolve({ a: 1 }))).resolves.toEqual({ a: 1 });
    await expect(__vitePreload(() => Promise.reject(new Error('chunk gone')))).rejects.toThrow('chunk gone');
  });

  test('a chunk whose first load failed is fetched again on the next call, then imported', async () => {
    const { __vitePreload } = await helper();
    let up = false;
    const requests: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      requests.push(url);
      return Promise.resolve(up ? new Response('export {}') : Response.error());
    });
    const imported = vi.fn(() => Promise.resolve({ ok: true }));
    // What Vite passes: a closure around import() of the chunk's file name (its source is what the helper reads).
    const load = Object.assign(() => imported(), {
      toString: () => '()=>import(`https://shop.example/_astro/rules.X1.js`).then(e=>e.s)',
    });
    await expect(__vitePreload(load)).rejects.toThrow('https://shop.example/_astro/rules.X1.js');
    expect(imported).not.toHaveBeenCalled();
    up = true;
    await expect(__vitePreload(load)).resolves.toEqual({ ok: true });
    await expect(__vitePreload(load)).resolves.toEqual({ ok: true });
    expect(requests).toEqual(['https://shop.example/_astro/rules.X1.js', 'https://shop.example/_astro/rules.X1.js']);
    vi.unstubAllGlobals();
  });

  test('no stylesheet behind an import(): nothing to report', () => {
    const bundle = bundleOf(
      chunk('main.js', { imports: ['shared.js'], dynamicImports: ['lazy.js'] }, ['page.css']),
      chunk('lazy.js', { imports: ['shared.js'] }),
      chunk('shared.js'),
    );
    expect(lazyStylesheets(bundle)).toEqual([]);
  });

  test('a stylesheet of a lazy chunk or of its static imports is reported, once', () => {
    const bundle = bundleOf(
      chunk('main.js', { dynamicImports: ['lazy.js'] }),
      chunk('other.js', { dynamicImports: ['lazy.js'] }),
      chunk('lazy.js', { imports: ['deep.js'] }, ['lazy.css']),
      chunk('deep.js', { imports: ['lazy.js'] }, ['deep.css']),
      { type: 'asset', fileName: 'lazy.css' },
    );
    expect(lazyStylesheets(bundle)).toEqual(['deep.js → deep.css', 'lazy.js → lazy.css']);
  });

  test('the client build fails naming the chunk and its stylesheet; the server build is not checked', () => {
    const plugin = withoutPreloadHelper();
    const bundle = bundleOf(chunk('main.js', { dynamicImports: ['lazy.js'] }), chunk('lazy.js', {}, ['lazy.css']));
    const context = (name: string) => ({
      environment: { name },
      error(message: string): never {
        throw new Error(message);
      },
    });
    expect(() => plugin.generateBundle.call(context('client'), {}, bundle)).toThrow(/lazy\.js → lazy\.css/);
    expect(() => plugin.generateBundle.call(context('ssr'), {}, bundle)).not.toThrow();
  });
});
