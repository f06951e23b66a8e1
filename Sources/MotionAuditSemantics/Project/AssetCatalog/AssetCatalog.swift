import MotionAuditSources

/// One `Contents.json` of an asset catalog (`*.xcassets`), located by its path: the catalog, the
/// folders down to it, and whether its folder starts a namespace.
package struct AssetCatalogEntry: Sendable, Hashable, Codable {
  /// The catalog's path as reported (ending in `.xcassets`).
  package var catalog: String
  /// The folders from the catalog to the `Contents.json` (empty for the catalog's own).
  package var folders: [String]
  /// `"properties": { "provides-namespace": true }`: names inside are prefixed with the folder's.
  package var providesNamespace: Bool

  package init(catalog: String, folders: [String], providesNamespace: Bool = false) {
    self.catalog = catalog
    self.folders = folders
    self.providesNamespace = providesNamespace
  }

  /// The entry of the `Contents.json` at `path`, or nil when no component ends in `.xcassets`.
  package init?(path: String, providesNamespace: Bool = false) {
    // Split on the path's bytes: a catalog has a `Contents.json` in every set, and splitting
    // the characters of thousands of paths cost more than reading their files.
    let bytes = Array(path.utf8)
    var components: [Range<Int>] = []
    var start = 0
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "/") {
      components.append(start..<offset)
      start = offset + 1
    }
    components.append(start..<bytes.count)
    guard bytes[components[components.count - 1]].elementsEqual(Self.contentsFileName),
      let catalogIndex = components.lastIndex(where: {
        bytes[$0].reversed().starts(with: Self.catalogExtension.reversed())
      })
    else { return nil }
    catalog = String(decoding: bytes[..<components[catalogIndex].upperBound], as: UTF8.self)
    folders = components[(catalogIndex + 1)..<(components.count - 1)].map {
      String(decoding: bytes[$0], as: UTF8.self)
    }
    self.providesNamespace = providesNamespace
  }

  private static let contentsFileName = Array("Contents.json".utf8)
  private static let catalogExtension = Array(".xcassets".utf8)

  /// Reads `provides-namespace` from the file's JSON (`nil` when it is not valid JSON).
  package static func providesNamespace(in bytes: [UInt8]) throws(JSONDocument.SyntaxError) -> Bool
  {
    let root = try JSONDocument(bytes).root
    // The first of repeated keys counts, as it always has for catalogs.
    let properties = root.members?.first { $0.key == "properties" }?.node
    let flag = properties?.members?.first { $0.key == "provides-namespace" }?.node.bool
    return flag ?? false
  }
}

/// The names an app can load from its asset catalogs: colour sets and image-like sets, with
/// namespace folders applied (`Mascot/idle`).
package struct AssetCatalogIndex: Sendable, Hashable {
  /// The catalogs' paths.
  package private(set) var catalogs: Set<String> = []
  /// `Color("…")` / `UIColor(named:)` names.
  package private(set) var colorNames: Set<String> = []
  /// `Image("…")` / `UIImage(named:)` names: image sets, symbol sets, app icons, image stacks.
  package private(set) var imageNames: Set<String> = []

  /// Folder extensions whose sets `Image("…")` and `UIImage(named:)` load.
  static let imageSetExtensions: Set<String> = [
    "imageset", "symbolset", "appiconset", "imagestack",
  ]

  /// Group folders whose members are loaded by the group's name and theirs
  /// (`Complication/Circular` for `Complication.complicationset/Circular.imageset`).
  static let namespacingGroupExtensions: Set<String> = ["complicationset", "brandassets"]

  package init(entries: [AssetCatalogEntry]) {
    var namespaces: Set<[String]> = []  // catalog + folders of namespace groups
    for entry in entries {
      if entry.providesNamespace { namespaces.insert([entry.catalog] + entry.folders) }
      for depth in entry.folders.indices {
        let folder = entry.folders[depth]
        if let dot = folder.lastIndex(of: "."),
          Self.namespacingGroupExtensions.contains(String(folder[folder.index(after: dot)...]))
        {
          namespaces.insert([entry.catalog] + entry.folders[...depth])
        }
      }
    }
    for entry in entries {
      catalogs.insert(entry.catalog)
      guard let folder = entry.folders.last, let dot = folder.lastIndex(of: ".") else { continue }
      let name = String(folder[..<dot])
      let kind = String(folder[folder.index(after: dot)...])
      var prefix = ""
      for depth in 0..<(entry.folders.count - 1)
      where namespaces.contains([entry.catalog] + entry.folders[...depth]) {
        let group = entry.folders[depth]
        let groupName = group.lastIndex(of: ".").map { String(group[..<$0]) } ?? group
        prefix += groupName + "/"
      }
      if kind == "colorset" { colorNames.insert(prefix + name) }
      if Self.imageSetExtensions.contains(kind) { imageNames.insert(prefix + name) }
    }
  }

  package var isEmpty: Bool { catalogs.isEmpty }

  /// Whether a colour set is named `name`; a difference in case alone is not counted as missing.
  package func hasColor(named name: String) -> Bool {
    colorNames.contains(name) || colorNames.contains { $0.lowercased() == name.lowercased() }
  }

  /// Whether an image-like set is named `name`; a difference in case alone is not counted as
  /// missing.
  package func hasImage(named name: String) -> Bool {
    imageNames.contains(name) || imageNames.contains { $0.lowercased() == name.lowercased() }
  }
}
