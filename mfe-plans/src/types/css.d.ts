// Stylesheets are bundled by webpack's css-loader (leaflet's own CSS); importing one has no value.
declare module '*.css';
