// framer-motion's animation features, in their own chunk: LazyMotion loads them after the first paint.
export { domAnimation as default } from 'framer-motion';
