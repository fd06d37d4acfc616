import { startupChunkProblems, type BuiltChunk } from './check-chunks';

// The start-up's chunk layout as the build checks it (`startupChunksCheck` runs this on every
// browser build): each case breaks one rule of the layout and expects it named.

const mui = (component: string, file = component) => `/shop/node_modules/@mui/material/${component}/${file}.mjs`;

function chunk(name: string, fields: Partial<BuiltChunk> = {}): BuiltChunk {
  return { type: 'chunk', name, fileName: `assets/${name}-x1.js`, isEntry: false, imports: [], dynamicImports: [], modules: {}, ...fields };
}

function layout(change: (chunks: Record<string, BuiltChunk>) => void = () => undefined): BuiltChunk[] {
  const chunks = {
    index: chunk('index', {
      isEntry: true,
      dynamicImports: ['assets/theme-x1.js', 'assets/store-x1.js', 'assets/shell-ui-x1.js', 'assets/shop-x1.js'],
    }),
    theme: chunk('theme', {
      modules: { '/shop/node_modules/@mui/material/styles/createTheme.mjs': {}, '/shop/apps/web/src/app/theme.ts': {} },
    }),
    store: chunk('store'),
    'shell-ui': chunk('shell-ui', { modules: { [mui('Button')]: {}, [mui('Toolbar')]: {} } }),
    shop: chunk('shop', { modules: { [mui('SvgIcon', 'createSvgIcon')]: {}, '/shop/apps/web/src/app/App.tsx': {} } }),
  };
  change(chunks);
  return Object.values(chunks);
}

describe("the start-up's chunks", () => {
  it('accepts the layout the start-up expects', () => {
    expect(startupChunkProblems(layout())).toEqual([]);
  });

  it('names a first-screen MUI component left out of shell-ui', () => {
    const problems = startupChunkProblems(layout((chunks) => (chunks.shop.modules[mui('Chip')] = {})));
    expect(problems).toEqual([expect.stringContaining(`MUI's Chip evaluated with "shop"`)]);
  });

  it('names a start-up file that is no longer a chunk of its own, or that the entry imports statically', () => {
    expect(startupChunkProblems(layout((chunks) => delete (chunks as Partial<typeof chunks>).store))).toEqual([
      expect.stringContaining('no chunk named "store"'),
    ]);
    expect(
      startupChunkProblems(
        layout((chunks) => {
          chunks.index.imports = ['assets/theme-x1.js'];
          chunks.index.dynamicImports = chunks.index.dynamicImports.filter((file) => file !== 'assets/theme-x1.js');
        }),
      ),
    ).toEqual([expect.stringContaining('imports assets/theme-x1.js statically'), expect.stringContaining('does not import "theme"')]);
  });
});
