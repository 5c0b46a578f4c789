// A remote is only loaded through its remoteEntry; this entry exists for standalone builds.
export {};
