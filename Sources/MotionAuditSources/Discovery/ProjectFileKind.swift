/// The files besides Swift sources that project rules look at.
package enum ProjectFileKind: String, Sendable, Hashable, Codable {
  /// `Info.plist` or `<Name>-Info.plist`.
  case infoPlist
  /// A `Contents.json` inside an asset catalog (`*.xcassets`).
  case assetCatalogContents
  /// A Rive (`.riv`) or dotLottie (`.lottie`) file, or a `.json` file outside asset catalogs
  /// (read only when the code loads a Lottie animation by its name).
  case animation
  /// `project.pbxproj` of an Xcode project: read for launch screens made from build settings.
  case xcodeProject
  /// An image file outside asset catalogs (`UIImage(named:)` loads those too); never read.
  case image

  static let imageExtensions: Set<String> = [
    "png", "jpg", "jpeg", "pdf", "heic", "gif", "svg", "webp", "tiff",
  ]

  /// The kind of the file at `relativePath`, or nil when project rules ignore it.
  ///
  /// Read from the path's bytes: discovery asks this of every file that is not Swift source
  /// (an app's images and data among them), where splitting the path cost more than listing.
  package init?(relativePath: String) {
    var path = relativePath
    guard let kind = path.withUTF8({ Self.kind(ofPath: $0) }) else { return nil }
    self = kind
  }

  private static func kind(ofPath path: UnsafeBufferPointer<UInt8>) -> ProjectFileKind? {
    let nameStart = (path.lastIndex(of: UInt8(ascii: "/")) ?? -1) + 1
    // Every folder name ends with a slash, so a folder ending in `.xcassets` holds ".xcassets/".
    let folders = path[..<nameStart]
    let name = path[nameStart...]
    guard !name.isEmpty else { return nil }
    let pathExtension: String
    if let dot = name.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex {
      pathExtension = String(decoding: name[(dot + 1)...], as: UTF8.self).lowercased()
    } else {
      pathExtension = ""
    }
    if name.elementsEqual("Info.plist".utf8) || name.ends(with: "-Info.plist") {
      return .infoPlist
    } else if folders.contains(".xcassets/") {
      return name.elementsEqual("Contents.json".utf8) ? .assetCatalogContents : nil
    } else if name.elementsEqual("project.pbxproj".utf8), folders.ends(with: ".xcodeproj/") {
      return .xcodeProject
    } else if folders.contains(".xcodeproj/") || folders.contains(".xcworkspace/") {
      return nil
    } else if animationExtensions.contains(pathExtension) {
      return .animation
    } else if imageExtensions.contains(pathExtension) {
      return .image
    }
    return nil
  }

  static let animationExtensions: Set<String> = ["riv", "lottie", "json"]
}

extension Slice<UnsafeBufferPointer<UInt8>> {
  fileprivate func ends(with suffix: StaticString) -> Bool {
    count >= suffix.utf8CodeUnitCount
      && self[(endIndex - suffix.utf8CodeUnitCount)...].elementsEqual(suffix.bytes)
  }
}

extension StaticString {
  fileprivate var bytes: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: utf8Start, count: utf8CodeUnitCount)
  }
}
