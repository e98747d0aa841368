/**
 * Docusaurus's link prefetch with the lean registry: the chunk files it is given for a registry index
 * are the files that entry loads (src/lib/chunk-assets.ts).
 */
import prefetch from '@docusaurus/core/lib/client/prefetch';
import { withChunkAssets } from '@site/src/lib/chunk-assets';

jest.mock('@docusaurus/core/lib/client/prefetch', () => ({ __esModule: true, default: jest.fn() }));

function fakeRuntime() {
  const loads: (string | number)[] = [];
  const runtime = {
    e: jest.fn((id: string | number) => {
      loads.push(id);
      return Promise.resolve();
    }),
    u: (id: string | number) => `assets/js/${id}.${id === '104' ? 'undefined' : 'c0ffee'}.js`,
    p: '/',
    gca: (name: string | number): string | undefined => `/assets/js/${name}.undefined.js`,
  };
  return { runtime, loads };
}

describe('withChunkAssets', () => {
  const setUp = () => {
    const { runtime, loads } = fakeRuntime();
    const load = runtime.e;
    // The bundler's code for `() => import("…")`: the chunk loader, looked up on the runtime at call time.
    const registry = [
      [() => runtime.e('6093').then(() => 'page'), 0, 1],
      [() => Promise.all([runtime.e('1430'), runtime.e('8')]).then(() => 'layout'), 0, 2],
      [() => Promise.resolve('in main.js'), 0, 3],
    ] as const;
    withChunkAssets(registry, runtime);
    return { runtime, loads, load };
  };

  it("gives Docusaurus's prefetch the file of the chunk the entry at that index loads", () => {
    const { runtime } = setUp();
    expect(runtime.gca?.(0)).toBe('/assets/js/6093.c0ffee.js');
    expect(runtime.gca?.('0')).toBe('/assets/js/6093.c0ffee.js');
  });

  it('prefetches the other chunks an entry needs itself', () => {
    const { runtime } = setUp();
    expect(runtime.gca?.(1)).toBe('/assets/js/1430.c0ffee.js');
    expect(prefetch).toHaveBeenCalledWith('/assets/js/8.c0ffee.js');
  });

  it('gives nothing for an entry inside main.js or an index out of the registry', () => {
    const { runtime } = setUp();
    expect(runtime.gca?.(2)).toBeUndefined();
    expect(runtime.gca?.(104)).toBeUndefined();
  });

  it('loads and runs nothing, and leaves the chunk loader as it was', () => {
    const { runtime, loads, load } = setUp();
    [0, 1, 2].forEach((i) => runtime.gca?.(i));
    expect(loads).toEqual([]);
    expect(runtime.e).toBe(load);
  });
});
