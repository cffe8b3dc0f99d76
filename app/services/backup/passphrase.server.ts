// Never an argument: a process's command line is visible to every user and kept in shell histories.

export const PASSPHRASE_VARIABLE = "BACKUP_PASSPHRASE";

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
