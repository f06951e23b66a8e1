import MotionAuditSemantics

/// The compact encoding of a file's ``DeclarationFacts`` that the result cache stores: every warm
/// run reads the facts of every file with any, and decoding them as JSON cost more than the rest
/// of the run's first pass together. A cache file belongs to one build of the tool (see
/// ``ResultCache``), so the layout needs no version of its own; `CachedFactsTests` checks that
/// every field goes through it.
extension DeclarationFacts {
  /// The facts' bytes for the cache (`file` is not kept: the audit names the facts when it
  /// merges them).
  func cacheBytes() -> [UInt8] {
    var writer = CacheByteWriter()
    writer.write(deciders) { writer, decider in
      writer.write(decider.name)
      writer.write(decider.kind.rawValue)
      writer.write(decider.readsSignal)
      writer.write(decider.animationName)
      writer.write(decider.references)
    }
    writer.write(appMotionSettings)
    writer.write(geometryMembers)
    writer.write(layoutMembers)
    writer.write(layoutStates)
    writer.write(namespaceRecipients) { writer, recipient in
      writer.write(recipient.type)
      writer.write(recipient.isAnimatedUngated)
    }
    writer.write(geometryEffectTypes)
    writer.write(modifierMembers)
    writer.write(propertyAnimatorFactories)
    writer.write(methods) { writer, method in
      writer.write(method.name)
      writer.write(method.movesViews)
      writer.write(method.calls)
      writer.write(method.assigns)
    }
    writer.write(animatedStates) { writer, state in
      writer.write(state.name)
      writer.write(state.isGated)
      writer.write(state.line)
      writer.write(state.column)
    }
    for uses in [mediaSources, mediaAssignments] {
      writer.write(uses) { writer, named in
        writer.write(named.name)
        writer.write(named.uses)
      }
    }
    writer.write(transitionedLayoutMembers)
    return writer.bytes
  }

  /// The facts `cacheBytes()` gave these bytes, or why they are not such facts.
  init(cacheBytes bytes: [UInt8]) throws(CacheFileFormat.Rejection) {
    typealias Rejection = CacheFileFormat.Rejection
    var reader = CacheByteReader(bytes: bytes)
    self.init()
    deciders = try reader.list { reader throws(Rejection) in
      let name = try reader.string()
      let kindName = try reader.string()
      guard let kind = Decider.Kind(rawValue: kindName) else {
        throw Rejection(reason: "unknown decider kind \(kindName)")
      }
      return Decider(
        name: name, kind: kind, readsSignal: try reader.bool(),
        animationName: try reader.optionalString(), references: try reader.strings())
    }
    appMotionSettings = try reader.strings()
    geometryMembers = try reader.strings()
    layoutMembers = try reader.strings()
    layoutStates = try reader.strings()
    namespaceRecipients = try reader.list { reader throws(Rejection) in
      NamespaceRecipient(type: try reader.string(), isAnimatedUngated: try reader.bool())
    }
    geometryEffectTypes = try reader.strings()
    modifierMembers = try reader.stringLists()
    propertyAnimatorFactories = try reader.strings()
    methods = try reader.list { reader throws(Rejection) in
      MethodEffect(
        name: try reader.string(), movesViews: try reader.bool(), calls: try reader.strings(),
        assigns: try reader.strings())
    }
    animatedStates = try reader.list { reader throws(Rejection) in
      AnimatedState(
        name: try reader.string(), isGated: try reader.bool(), line: try reader.optionalInt(),
        column: try reader.optionalInt())
    }
    let namedUses = { (reader: inout CacheByteReader) throws(Rejection) in
      try reader.list { reader throws(Rejection) in
        NamedUses(name: try reader.string(), uses: try reader.strings())
      }
    }
    mediaSources = try namedUses(&reader)
    mediaAssignments = try namedUses(&reader)
    transitionedLayoutMembers = try reader.strings()
    guard reader.remaining == 0 else {
      throw Rejection(reason: "\(reader.remaining) unexpected bytes after the facts")
    }
  }
}
