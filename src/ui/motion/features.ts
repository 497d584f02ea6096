// framer-motion's features, in their own chunk: LazyMotion loads them after the first paint. domMax, not
// domAnimation: the coat and the ticket move between places with layoutId, which needs the layout features.
export { domMax as default } from 'framer-motion';
