import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { buildMenuTemplate, type MenuActions } from './menu-template';

function recorder() {
  const calls: string[] = [];
  const actions: MenuActions = {
    export: () => calls.push('export'),
    settings: () => calls.push('settings'),
    commandPalette: () => calls.push('commandPalette'),
    about: () => calls.push('about'),
    openDataFolder: () => calls.push('openDataFolder'),
  };
  return { calls, actions };
}

function flatten(items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return items.flatMap((i) => [i, ...(Array.isArray(i.submenu) ? flatten(i.submenu) : [])]);
}

const find = (items: MenuItemConstructorOptions[], pred: (i: MenuItemConstructorOptions) => boolean) => flatten(items).find(pred);

describe('buildMenuTemplate', () => {
  it('has File (Export…, Settings, Quit), Edit, View and Help on Windows and Linux', () => {
    const { actions } = recorder();
    const menu = buildMenuTemplate(actions, { isMac: false, dev: false });
    expect(menu.map((m) => m.label ?? m.role)).toEqual(['File', 'editMenu', 'View', 'help']);
    const file = menu[0]!.submenu as MenuItemConstructorOptions[];
    expect(file.map((i) => i.label ?? i.type)).toEqual(['Export…', 'Settings', 'separator', 'Quit']);
  });

  it('puts Settings and Quit in the app menu on macOS', () => {
    const { actions } = recorder();
    const menu = buildMenuTemplate(actions, { isMac: true, dev: false });
    expect(menu[0]!.label).toBe('Dossier');
    expect(find([menu[0]!], (i) => i.label === 'Settings…')).toBeDefined();
    expect(find([menu[0]!], (i) => i.role === 'quit')).toBeDefined();
    expect(find([menu[1]!], (i) => i.role === 'quit')).toBeUndefined();
  });

  it('shows Ctrl/Cmd+K for the palette without taking the key from the renderer, and runs the actions', () => {
    const { calls, actions } = recorder();
    const menu = buildMenuTemplate(actions, { isMac: false, dev: false });
    const palette = find(menu, (i) => i.label === 'Command palette')!;
    expect(palette.accelerator).toBe('CmdOrCtrl+K');
    expect(palette.registerAccelerator).toBe(false);
    const click = (label: string) => (find(menu, (i) => i.label === label)!.click as () => void)();
    click('Command palette');
    click('Settings');
    click('Export…');
    expect(calls).toEqual(['commandPalette', 'settings', 'export']);
  });

  it('offers DevTools only in development, and reload and zoom always', () => {
    const { actions } = recorder();
    const prod = buildMenuTemplate(actions, { isMac: false, dev: false });
    const dev = buildMenuTemplate(actions, { isMac: false, dev: true });
    expect(find(prod, (i) => i.role === 'toggleDevTools')).toBeUndefined();
    expect(find(dev, (i) => i.role === 'toggleDevTools')).toBeDefined();
    for (const role of ['reload', 'zoomIn', 'zoomOut', 'resetZoom'] as const) expect(find(prod, (i) => i.role === role)).toBeDefined();
  });

  it('disables Export… while the core offers no export', () => {
    const { actions } = recorder();
    const { export: _unused, ...withoutExport } = actions;
    const menu = buildMenuTemplate(withoutExport, { isMac: false, dev: false });
    expect(find(menu, (i) => i.label === 'Export…')!.enabled).toBe(false);
  });
});
