import { wakeIsland } from "./wake-island";

/** `client:afterload`: after the `load` event, once the browser is idle, or on first interaction. */
export default wakeIsland({ whenIdle: true });
