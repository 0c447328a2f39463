// `npm run admin -- …`: operator commands for plans, users and backups (see ADMIN_USAGE and docs/operating.md).
import { parseEnv } from "@/server/env";
import { ADMIN_USAGE, parseAdminArgs } from "./admin-args";
import { connectAdminBackend } from "./admin-backend";
import { runInboxCommand } from "./admin-inbox";
import { formatPlanChange, formatUserTable } from "./admin-output";
import { BACKUP_USAGE, parseBackupArgs, runBackupCommand } from "./backup-cli";

try {
  const argv = process.argv.slice(2);
  const backupCommand = parseBackupArgs(argv);
  const command = backupCommand ? undefined : parseAdminArgs(argv);
  if (backupCommand) {
    console.log(await runBackupCommand(backupCommand, parseEnv()));
  } else if (!command || command.name === "help") {
    console.log(`${ADMIN_USAGE}\n${BACKUP_USAGE}`);
  } else {
    const backend = await connectAdminBackend(parseEnv());
    try {
      console.log(
        command.name === "messages" || command.name === "subscribers"
          ? await runInboxCommand(command, backend)
          : command.name === "plan"
            ? formatPlanChange(await backend.setPlan(command.input))
            : formatUserTable(await backend.listUsers()),
      );
    } finally {
      await backend.close();
    }
  }
} catch (error) {
  // One line an operator can act on, never a stack trace.
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
