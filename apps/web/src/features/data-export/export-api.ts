import { RequestExportResponse } from '@commentflow/shared';
import { API_BASE, apiClient } from '../../lib/api-client.ts';

/** docs/product/api.md `POST /retention/request-export` (empty body) and the download of the finished archive. */
export const exportApi = {
  request: (workspaceId: string) =>
    apiClient.post(`/retention/request-export?workspaceId=${encodeURIComponent(workspaceId)}`, RequestExportResponse),

  /**
   * Fetches the archive with the session's bearer token (a plain link would carry none) and hands it
   * to the browser as a download named `fileName`.
   */
  async download(downloadUrl: string, fileName: string): Promise<void> {
    const archive = await apiClient.blob(downloadUrl.startsWith(API_BASE) ? downloadUrl.slice(API_BASE.length) : downloadUrl);
    const url = URL.createObjectURL(archive);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    // Some browsers read the object URL after the click returns: give them a minute before freeing it.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  },
};
