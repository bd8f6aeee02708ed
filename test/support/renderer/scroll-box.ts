// jsdom lays nothing out: a virtualised table's scroll box must report the height a window would
// give it, or it draws no rows. For the duration of each test, elements with `className` report
// `height` as their clientHeight (every other element 0, as jsdom says).
import { afterEach, beforeEach } from 'vitest';

export function withScrollBoxHeight(className: string, height: number): void {
  let original: PropertyDescriptor | undefined;
  beforeEach(() => {
    original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains(className) ? height : 0;
      },
    });
  });
  afterEach(() => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'clientHeight', original);
  });
}
