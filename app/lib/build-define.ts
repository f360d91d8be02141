/** Build-time constants shared by vite.config.ts and vitest.config.ts. */
export const buildDefine = {
  __BUILD_DATE__: JSON.stringify(new Date().toISOString().slice(0, 10)),
};
