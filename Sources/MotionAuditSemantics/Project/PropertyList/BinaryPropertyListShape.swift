/// Checks a binary property list's structure before Foundation reads it: the trailer, the offset
/// table, every object reference in bounds, no cycles, and nesting within a limit.
///
/// Foundation's reader recurses once per nesting level, so a small file of deeply nested arrays
/// could exhaust the stack; this check walks the object graph with an explicit stack instead.
/// Format facts: a 32-byte trailer (offset size at byte 6, reference size at 7, object count,
/// top object and offset-table offset as big-endian 64-bit numbers), objects whose marker's high
/// nibble is the type (`0xA` array, `0xC` set, `0xD` dictionary) and low nibble the count (`0xF`:
/// an integer object follows with the count).
enum BinaryPropertyListShape {
  static func check(_ bytes: [UInt8], maximumDepth: Int) throws(PropertyListError) {
    let trailerSize = 32
    guard bytes.count >= PropertyListReader.binarySignature.count + trailerSize else {
      throw PropertyListError(offset: bytes.count, message: "binary property list is truncated")
    }
    let trailer = bytes.count - trailerSize
    let offsetSize = Int(bytes[trailer + 6])
    let referenceSize = Int(bytes[trailer + 7])
    guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
      let objectCount = Int(exactly: bigEndian(bytes, at: trailer + 8, size: 8)),
      let topObject = Int(exactly: bigEndian(bytes, at: trailer + 16, size: 8)),
      let tableOffset = Int(exactly: bigEndian(bytes, at: trailer + 24, size: 8)),
      objectCount > 0, topObject < objectCount, tableOffset < trailer,
      objectCount <= (trailer - tableOffset) / offsetSize
    else {
      throw PropertyListError(offset: trailer, message: "binary property list trailer is damaged")
    }
    var offsets: [Int] = []
    offsets.reserveCapacity(objectCount)
    for index in 0..<objectCount {
      let offset = bigEndian(bytes, at: tableOffset + index * offsetSize, size: offsetSize)
      guard offset >= 8, offset < UInt64(tableOffset) else {
        throw PropertyListError(
          offset: tableOffset + index * offsetSize,
          message: "binary property list object \(index) lies outside the object area")
      }
      offsets.append(Int(offset))
    }

    // Heights of the object graph, post-order with an explicit stack: an object's height is one
    // more than its tallest child's. An object met again while still open is a cycle.
    enum State { case unvisited, open, done }
    var state = [State](repeating: .unvisited, count: objectCount)
    var height = [Int](repeating: 0, count: objectCount)
    var stack: [(object: Int, closing: Bool)] = [(topObject, false)]
    while let (object, closing) = stack.popLast() {
      let references = try children(
        of: offsets[object], in: bytes, end: tableOffset, referenceSize: referenceSize)
      if closing {
        height[object] = 1 + references.reduce(0) { max($0, height[$1]) }
        guard height[object] <= maximumDepth else {
          throw PropertyListError(
            offset: offsets[object],
            message: "containers nested deeper than \(maximumDepth) levels")
        }
        state[object] = .done
        continue
      }
      switch state[object] {
      case .done: continue
      case .open:
        throw PropertyListError(
          offset: offsets[object], message: "binary property list refers to itself (a cycle)")
      case .unvisited: break
      }
      state[object] = .open
      stack.append((object, true))
      for reference in references {
        guard reference < objectCount else {
          throw PropertyListError(
            offset: offsets[object], message: "binary property list reference out of range")
        }
        switch state[reference] {
        case .open:
          throw PropertyListError(
            offset: offsets[object], message: "binary property list refers to itself (a cycle)")
        case .unvisited: stack.append((reference, false))
        case .done: break
        }
      }
    }
  }

  /// The objects a container at `offset` refers to; none for other objects.
  private static func children(
    of offset: Int, in bytes: [UInt8], end: Int, referenceSize: Int
  ) throws(PropertyListError) -> [Int] {
    let marker = bytes[offset]
    let type = marker >> 4
    guard type == 0xA || type == 0xC || type == 0xD else { return [] }
    var position = offset + 1
    var count = Int(marker & 0x0F)
    if count == 0x0F {
      guard position < end, bytes[position] >> 4 == 0x1 else {
        throw PropertyListError(offset: position, message: "binary property list count is damaged")
      }
      let size = 1 << Int(bytes[position] & 0x0F)
      guard size <= 8, position + 1 + size <= end,
        let decoded = Int(exactly: bigEndian(bytes, at: position + 1, size: size))
      else {
        throw PropertyListError(offset: position, message: "binary property list count is damaged")
      }
      count = decoded
      position += 1 + size
    }
    let available = (end - position) / referenceSize
    guard count <= available, type != 0xD || count <= available / 2 else {
      throw PropertyListError(
        offset: offset, message: "binary property list container is truncated")
    }
    let referenceCount = type == 0xD ? count * 2 : count
    return (0..<referenceCount).map {
      Int(clamping: bigEndian(bytes, at: position + $0 * referenceSize, size: referenceSize))
    }
  }

  private static func bigEndian(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
    var value: UInt64 = 0
    for index in offset..<(offset + size) { value = value << 8 | UInt64(bytes[index]) }
    return value
  }
}
