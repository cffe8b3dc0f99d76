/**
 * Where `npm run backup -- --encrypt` and `npm run restore` get a passphrase:
 * the BACKUP_PASSPHRASE variable (for cron and scripts), else typed at the
 * terminal without echo. Never an argument: the command line of a process is
 * visible to every user of the machine and kept in shell histories.
 */

export const PASSPHRASE_VARIABLE = "BACKUP_PASSPHRASE";

/** undefined when the variable is unset and there is no terminal to ask at. */
export async function readPassphrase(prompt: string, options: { confirm: boolean }): Promise<string | undefined> {
  const fromEnv = process.env[PASSPHRASE_VARIABLE];
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) return undefined;
  const typed = await typeHidden(prompt);
  if (options.confirm && (await typeHidden("Repeat the passphrase: ")) !== typed) {
    throw new Error("The two passphrases differ: nothing was written.");
  }
  return typed;
}

/** One line from the terminal, its characters not shown. */
function typeHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  process.stderr.write(prompt);
  input.setRawMode(true);
  input.resume();
  input.setEncoding("utf8");
  return new Promise((resolve, reject) => {
    let typed = "";
    const done = (finish: () => void) => {
      input.off("data", onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write("\n");
      finish();
    };
    const onData = (text: string) => {
      for (const character of text) {
        if (character === "\r" || character === "\n") return done(() => resolve(typed));
        if (character === "\u0003") return done(() => reject(new Error("Stopped: no passphrase was given.")));
        if (character === "\u007f" || character === "\b") typed = typed.slice(0, -1);
        else typed += character;
      }
    };
    input.on("data", onData);
  });
}
