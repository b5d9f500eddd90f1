// Stylesheets are bundled by webpack (style-loader); importing one only has side effects.
declare module '*.css';
