// Tab-scoped flags in session storage ("this warning was seen in this browser session"). Storage can be
// disabled by privacy settings: then a flag is simply never set, and reads as unset.

export function sessionFlag(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

export function setSessionFlag(key: string): void {
  try {
    window.sessionStorage.setItem(key, '1');
  } catch {
    // Without session storage the flag is not kept past this page.
  }
}
