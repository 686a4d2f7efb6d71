declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
/** A stylesheet's address (Rsbuild's ?url), for styles that load with a lazy part instead of the site stylesheet. */
declare module '*.css?url' {
  const url: string;
  export default url;
}

/** Rspress's build-time module: the SVG markup of every social icon named in the config. */
declare module 'virtual-social-links' {
  const icons: Record<string, string>;
  export default icons;
}

/** Set by Rspress while it renders the Markdown copies of pages (llms.txt support). */
interface ImportMetaEnv {
  readonly SSG_MD?: boolean;
  /** Rsbuild's: true in a build for Node (Rspress's page and Markdown renderers), false in the browser's. */
  readonly SSR?: boolean;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** An edition's search index (plugins/searchIndex/index.ts writes it; theme/search/indexLoader.ts imports it). */
declare module '@search-index/*' {
  import type { IndexDoc } from './theme/search/indexFormat';

  const docs: IndexDoc[];
  export default docs;
}

/** The W3C Nu HTML checker's jar (tests/e2e/htmlValidity.spec.ts): its default export is the jar's path. */
declare module 'vnu-jar' {
  const jarPath: string;
  export default jarPath;
}

/** The problems the dev server's checks let through (plugins/devProblems.ts); empty in a build. */
declare module 'virtual-dev-problems' {
  import type { ProblemSection } from './plugins/shared/gate';

  const sections: ProblemSection[];
  export default sections;
}

declare module 'virtual-patchbay-titles' {
  /** Titles of the pages not in every edition, by route and language (plugins/editionData/). */
  const titles: Record<string, Record<string, string>>;
  export default titles;
}
