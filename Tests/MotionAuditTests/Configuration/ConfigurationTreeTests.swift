import Foundation
import Testing

@testable import MotionAuditEngine

@Suite struct ConfigurationTreeTests {
  /// Folders are found by cutting the path, as `URL` would give them.
  @Test func theParentOfAPathIsTheFolderURLGives() {
    for path in ["/a/b/c.swift", "/a/b", "/a", "/a b/ü/Ç.swift", "/a/.hidden/x"] {
      let expected = URL(fileURLWithPath: path).deletingLastPathComponent().path
      #expect(ConfigurationTree.parent(of: path) == expected, "\(path)")
    }
  }
}
