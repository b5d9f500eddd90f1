// A release build's only entry is remoteEntry.js; webpack still wants a main entry, which stays empty.
export {};
