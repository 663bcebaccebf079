import { useState } from 'react';
import { downloadFile } from '../../lib/download-file';
import { Button } from './button';
import { toast } from './toast';

/** Downloads an admin CSV export (it needs the token, so it cannot be a plain link). */
export function ExportButton({ path, fileName }: { path: string; fileName: string }) {
  const [busy, setBusy] = useState(false);
  async function onClick() {
    setBusy(true);
    try {
      await downloadFile(path, fileName);
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="secondary" onClick={() => void onClick()} disabled={busy}>
      <DownloadIcon />
      {busy ? 'Exporting…' : 'Export CSV'}
    </Button>
  );
}

function DownloadIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </svg>
  );
}
