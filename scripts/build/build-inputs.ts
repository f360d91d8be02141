/**
 * What `npm run build` reads from the project, for the tests that build a copy of it in a temp
 * folder (a new article, a category with many articles, the editor): the build's own scripts
 * import the server's page policies and the deployer's nginx header renderer, so those come too.
 */
export const buildInputs = [
  "src",
  "public",
  "scripts",
  "server",
  "deploy",
  "astro.config.ts",
  "tsconfig.json",
  "package.json",
] as const;
