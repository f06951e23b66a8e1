import AnimationFiles
import Foundation

/// What an animation names but does not hold, read from folders the caller names: the image
/// files of image assets that are not embedded (`u` + `p`), as a player's image provider finds
/// them in the app's bundle, and font files for text whose glyph outlines the file lacks.
///
/// The renderer itself reads no file: everything it may draw is read here, before rendering.
package struct RenderResources: Sendable {
  /// Image file contents by the path the animation names (`images/img_0.png`, `dog.png`).
  package var images: [String: [UInt8]]
  /// Font file contents (TrueType or OpenType) by file name.
  package var fonts: [String: [UInt8]]

  package init(images: [String: [UInt8]] = [:], fonts: [String: [UInt8]] = [:]) {
    self.images = images
    self.fonts = fonts
  }

  /// Nothing beyond the file itself.
  package static let none = RenderResources()

  /// The largest file read as an image or a font; a still embeds its images, so a larger one
  /// is left out (and named by the renderer as not found).
  package static let maximumFileSize = 32 * 1_024 * 1_024

  /// Reads the image files `document` names without embedding them, from the first of
  /// `imageFolders` that holds them (each tried with the asset's folder `u` and without it),
  /// and every `.ttf`, `.otf` and `.ttc` file directly inside `fontFolders`.
  ///
  /// A name that climbs out of its folder (`..`) or is absolute is not looked up. A folder that
  /// cannot be listed is an error; an image found nowhere is not (the renderer names it).
  package static func load(
    for document: LottieDocument, imageFolders: [URL], fontFolders: [URL]
  ) throws(ResourceError) -> RenderResources {
    var resources = RenderResources()
    for folder in imageFolders + fontFolders {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder),
        isFolder.boolValue
      else { throw ResourceError(path: folder.path, reason: "is not a folder") }
    }
    for asset in document.root["assets"]?.array ?? [] {
      guard let file = asset["p"]?.string, !file.isEmpty, !file.hasPrefix("data:"),
        asset["layers"] == nil
      else { continue }
      let name = (asset["u"]?.string ?? "") + file
      guard resources.images[name] == nil else { continue }
      for folder in imageFolders {
        let candidates = [name, file].compactMap { Self.relativePath($0) }
        if let bytes = candidates.lazy.compactMap({ readFile(folder.appendingPathComponent($0)) })
          .first
        {
          resources.images[name] = bytes
          break
        }
      }
    }
    for folder in fontFolders {
      let names: [String]
      do {
        names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      } catch {
        throw ResourceError(path: folder.path, reason: "could not be listed")
      }
      for name in names
      where ["ttf", "otf", "ttc"].contains((name as NSString).pathExtension.lowercased()) {
        if let bytes = readFile(folder.appendingPathComponent(name)) {
          resources.fonts[name] = bytes
        }
      }
    }
    return resources
  }

  /// `name` as a path inside a folder, or nil when it is absolute or climbs out of it.
  static func relativePath(_ name: String) -> String? {
    let components = name.split(separator: "/", omittingEmptySubsequences: true)
    guard !name.hasPrefix("/"), !components.isEmpty, !components.contains("..") else {
      return nil
    }
    return components.joined(separator: "/")
  }

  private static func readFile(_ url: URL) -> [UInt8]? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
      attributes[.type] as? FileAttributeType == .typeRegular,
      let size = attributes[.size] as? Int, size <= maximumFileSize,
      let data = try? Data(contentsOf: url)
    else { return nil }
    return [UInt8](data)
  }
}

/// A resource folder that could not be used, with the reason.
package struct ResourceError: Error, Sendable, Equatable, CustomStringConvertible {
  package let path: String
  package let reason: String

  package var description: String { "\(path): \(reason)" }
}
