import AnimationFiles

/// An asset of a `.riv` file (an image, a font, audio…), with the contents embedded after it,
/// if any: an image's `assetId` is its place among the file's assets.
struct RiveFileAsset: Sendable {
  /// The asset's runtime type key.
  let typeKey: UInt32
  /// The asset's name, or its type's when it has none.
  let label: String
  /// The bytes of the `FileAssetContents` that follow it; nil when the asset is loaded from
  /// elsewhere (a CDN, or the app).
  var bytes: [UInt8]?

  /// The assets of `objects` in file order, each with the contents the importer gives it.
  static func assets(of objects: [RiveObject]) -> [RiveFileAsset] {
    var assets: [RiveFileAsset] = []
    for object in objects {
      if RiveObjectTypes.type(object.typeKey, isKindOf: RiveTypeKey.fileAsset) {
        let component = RiveComponent(object)
        let name = component.string(RivePropertyKey.assetName)
        assets.append(
          RiveFileAsset(
            typeKey: object.typeKey, label: name.isEmpty ? component.typeName : name, bytes: nil))
      } else if object.typeKey == RiveTypeKey.fileAssetContents, !assets.isEmpty,
        case .bytes(let bytes) = object.values[RivePropertyKey.fileAssetContentsBytes]
      {
        assets[assets.count - 1].bytes = bytes
      }
    }
    return assets
  }
}
