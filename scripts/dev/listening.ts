import { connect } from "node:net";

/** True when something accepts connections on 127.0.0.1:`port` (what a server we start must wait for). */
export const listening = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect({ host: "127.0.0.1", port }, () => {
      socket.destroy();
      done(true);
    });
    socket.once("error", () => done(false));
  });
