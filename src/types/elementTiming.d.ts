// The Element Timing API's attribute (https://wicg.github.io/element-timing/), not yet in React's types.
import 'react';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the merged interface must repeat React's type parameter
  interface HTMLAttributes<T> {
    elementtiming?: string;
  }
}
