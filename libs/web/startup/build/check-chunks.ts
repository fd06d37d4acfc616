/** What the check reads of a built chunk (Rolldown's OutputChunk has these, and more). */
export interface BuiltChunk {
  type: 'chunk';
  name: string;
  fileName: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  modules: Record<string, unknown>;
}

/** The files the entry evaluates one per task, in order (`startShop`), named as `startupRolldownOptions` names them. */
export const STARTUP_CHUNKS = ['theme', 'store', 'shell-ui', 'shop'] as const;

/**
 * The module of an MUI component (`@mui/material/Button/Button.mjs`, the file named after its
 * folder), as opposed to MUI's styling, its utilities and helpers such as `SvgIcon/createSvgIcon`.
 */
const MUI_COMPONENT = /\/node_modules\/@mui\/material\/(?:esm\/)?([A-Z]\w*)\/\1\.m?js$/;

/**
 * The start-up's chunk layout (RULES.md, "One step per task"), checked on the browser build's
 * output: the entry holds React and the start-up's steps and imports nothing statically; each of
 * the start-up's files is a chunk of its own that the entry imports dynamically (so that it is
 * evaluated in a task of its own); and no MUI component is evaluated with the theme, the store or
 * the app: every one the first screen hydrates with is in `shell-ui`, so a component added to the
 * first screen without being added to libs/web/startup/src/shell-ui.ts is named here. Returns the
 * problems, one line each.
 */
export function startupChunkProblems(output: ReadonlyArray<BuiltChunk | { type: 'asset' }>): string[] {
  const chunks = output.filter((item): item is BuiltChunk => item.type === 'chunk');
  const entries = chunks.filter((chunk) => chunk.isEntry);
  if (entries.length !== 1) return [`expected one entry chunk, found ${entries.length}`];
  const [entry] = entries;
  const problems: string[] = [];
  if (entry.imports.length)
    problems.push(`the entry imports ${entry.imports.join(', ')} statically: it would be evaluated in the entry's task`);
  for (const name of STARTUP_CHUNKS) {
    const chunk = chunks.find((candidate) => candidate.name === name);
    if (!chunk) {
      problems.push(`no chunk named "${name}": the start-up would evaluate its code with another file's`);
      continue;
    }
    if (!entry.dynamicImports.includes(chunk.fileName))
      problems.push(`the entry does not import "${name}" (${chunk.fileName}) dynamically`);
    if (name === 'shell-ui') continue;
    const components = [...new Set(Object.keys(chunk.modules).flatMap((id) => MUI_COMPONENT.exec(id)?.[1] ?? []))];
    if (components.length) {
      problems.push(
        `MUI's ${components.join(', ')} evaluated with "${name}": a first-screen component missing from libs/web/startup/src/shell-ui.ts`,
      );
    }
  }
  return problems;
}
