import Foundation

/// A synthetic corpus written to a directory, file by file (never held whole in memory), with
/// what the report says about it.
struct CorpusOnDisk {
  let directory: String
  let fileCount: Int
  let byteCount: Int
  let lineCount: Int
  /// Paths, relative to `directory`, of the files generated with motion.
  let motionFiles: Set<String>

  /// Writes `corpus` under `directory` (created, or emptied first).
  static func write(_ corpus: SyntheticAppCorpus, to directory: String) throws -> CorpusOnDisk {
    let manager = FileManager.default
    if manager.fileExists(atPath: directory) { try manager.removeItem(atPath: directory) }
    try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
    var createdFolders: Set<String> = []
    var fileCount = 0
    var byteCount = 0
    var lineCount = 0
    var motionFiles: Set<String> = []
    try corpus.forEachFile { file in
      let url = URL(fileURLWithPath: directory).appendingPathComponent(file.path)
      let folder = url.deletingLastPathComponent().path
      if createdFolders.insert(folder).inserted {
        try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
      }
      let data = Data(file.contents.utf8)
      try data.write(to: url)
      fileCount += 1
      byteCount += data.count
      lineCount += data.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
      if file.hasMotion { motionFiles.insert(file.path) }
    }
    return CorpusOnDisk(
      directory: directory, fileCount: fileCount, byteCount: byteCount, lineCount: lineCount,
      motionFiles: motionFiles)
  }

  /// A fresh directory under the system's temporary directory.
  static func scratchDirectory(_ name: String) -> String {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("motion-audit-benchmark-\(getpid())").appendingPathComponent(name)
      .path
  }
}
