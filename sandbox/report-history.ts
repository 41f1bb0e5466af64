/**
 * The versions of the funnels and destinations the sandbox's report has seen (the report's
 * memory, src/domain/report/history.ts). The sandbox notes the manifest when it starts and each
 * time the report is read; a version that differs from the last one noted is kept, dated by the
 * time its files were saved, so records made under the earlier version keep counting under it
 * (a removed variant's visitors, a split's old shares) whenever the report is read after the edit.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { configFromVersions, type ReportConfig } from '../src/domain/report/history.ts';
import { manifestFiles } from '../src/manifest/files.ts';
import { campaignsDir, readFunnelConfig } from '../src/manifest/load.ts';

const TABLE = `CREATE TABLE IF NOT EXISTS report_config_versions (
  id INTEGER PRIMARY KEY AUTOINCREMENT, at_ms INTEGER NOT NULL, config TEXT NOT NULL)`;

type Funnels = NonNullable<ReturnType<typeof readFunnelConfig>>;

/** When the funnels or destinations file was last saved (ms). */
function savedAt(root: string): number {
  return Math.max(
    ...[manifestFiles.funnels.file, manifestFiles.destinations.file].map(
      (f) => statSync(join(root, f), { throwIfNoEntry: false })?.mtimeMs ?? 0,
    ),
  );
}

/** Keeps the funnels and destinations of `root` as a new version when they differ from the last one kept. */
export function noteReportConfig(db: DatabaseSync, now: () => Date, root = campaignsDir()): void {
  db.exec(TABLE);
  const current = readFunnelConfig(root);
  if (!current) return; // a file being edited that is not YAML yet: the last version stands
  const config = JSON.stringify(current);
  const last = db.prepare('SELECT at_ms, config FROM report_config_versions ORDER BY id DESC LIMIT 1').get() as
    { at_ms: number; config: string } | undefined;
  if (last?.config === config) return;
  const saved = Math.floor(savedAt(root));
  // A file dated before the version it follows (copied, checked out) changed when it was seen.
  const at = last && saved <= last.at_ms ? now().getTime() : saved;
  db.prepare('INSERT INTO report_config_versions (at_ms, config) VALUES (?, ?)').run(at, config);
}

/** The configuration now and the versions before it, as the report reads them. */
export function reportConfigOf(db: DatabaseSync): ReportConfig {
  db.exec(TABLE);
  const rows = db.prepare('SELECT at_ms, config FROM report_config_versions ORDER BY id').all() as {
    at_ms: number;
    config: string;
  }[];
  return configFromVersions(rows.map((r) => ({ at: r.at_ms, ...(JSON.parse(r.config) as Funnels) })));
}
