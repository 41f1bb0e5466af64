import { describe, expect, test } from 'vitest';
import {
  lazyStylesheets,
  PLAIN_IMPORT,
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
const bundleOf = (...outputs: BundleOutput[]) => Object.fromEntries(outputs.map((o) => [o.fileName, o]));

describe('issue 10: import() without Vite’s preload helper', () => {
  test('the helper module is the plain call, and only that module is replaced', () => {
    const plugin = withoutPreloadHelper();
    expect(plugin.load(PRELOAD_HELPER)).toBe(PLAIN_IMPORT);
    expect(plugin.load('/src/runtime/main.ts')).toBeUndefined();
    expect(plugin.configEnvironment('client')).toEqual({ build: { modulePreload: false } });
    expect(plugin.configEnvironment('ssr')).toBeUndefined();
  });

  test('the plain helper calls the import and gives its module, failures included', async () => {
    const url = `data:text/javascript,${encodeURIComponent(PLAIN_IMPORT)}`;
    const { __vitePreload } = (await import(/* @vite-ignore */ url)) as {
      __vitePreload: <T>(load: () => Promise<T>) => Promise<T>;
    };
    await expect(__vitePreload(() => Promise.resolve({ a: 1 }))).resolves.toEqual({ a: 1 });
    await expect(__vitePreload(() => Promise.reject(new Error('chunk gone')))).rejects.toThrow('chunk gone');
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
