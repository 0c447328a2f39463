func reverseBits(n uint32) uint32 {
	return bits.Reverse32(n)
}
